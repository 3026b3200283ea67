notice(join_keys_to_values({"a" => 1, "b" => [2, 3], "c" => undef, "d" => "undef"}, "="))
