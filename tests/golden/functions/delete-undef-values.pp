notice(delete_undef_values({"a" => undef, "b" => 1, "c" => ""}))
notice(delete_undef_values([1, undef, "", 2]))
