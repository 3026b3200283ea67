notice(merge({"a" => 1}, undef, "", {"b" => 2, "a" => 3}))
notice(merge(["a", "b"]) |$acc, $v| { { $v => $acc.length } })
notice(merge({"x" => 1}) |$acc, $k, $v| { { "${k}2" => $v } })
