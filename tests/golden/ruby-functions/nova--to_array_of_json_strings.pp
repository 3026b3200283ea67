# as nova::pci and nova::compute::pci pass $aliases / $passthrough
notice(to_array_of_json_strings([{ 'vendor_id' => '8086', 'product_id' => '0126', 'name' => 'graphic_card' }, { 'vendor_id' => '9096', 'product_id' => '1520' }]))
notice(to_array_of_json_strings('[{"vendor_id":"8086","product_id":"0126"}]'))
notice(to_array_of_json_strings('{"vendor_id":"8086"}'))
