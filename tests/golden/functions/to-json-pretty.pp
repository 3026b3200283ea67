notice(to_json_pretty({"a" => [1, {}], "b" => [], "c" => undef}))
notice(to_json_pretty([1, undef, 2], true))
notice(to_json(1.0), to_json("é\n"), to_json([]))
