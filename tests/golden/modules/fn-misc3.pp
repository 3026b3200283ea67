notice(convert_to_json_string(['physnet1:br-ex', 'physnet2:br-int:x', 'p3:']))
notice(convert_to_json_string(['a', 'b']), convert_to_json_string('s'), convert_to_json_string({'k' => [1, 2.5, true, undef]}))
