# as neutron::agents::ml2::sriov and nova::migration::libvirt call it
$resource_provider_inventory_defaults = { 'allocation_ratio' => '1.0', 'min_unit' => '1', 'reserved' => 0 }
notice(join(join_keys_to_values($resource_provider_inventory_defaults, ':'), ','))
notice(join_keys_to_values({ 'a' => ['x', 'y'], 'b' => undef }, '='))
