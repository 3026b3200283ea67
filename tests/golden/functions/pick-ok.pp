notice(pick(undef, "", "a", "b"))
notice(pick([], "x"))
$h = {"k" => undef}
notice(pick($h["k"], $facts["missing"], 0))
