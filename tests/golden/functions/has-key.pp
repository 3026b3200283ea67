notice(has_key({"a" => 1}, "a"), has_key({"a" => 1}, "b"), has_key({1 => 1}, 1))
