notice(pick_default(undef, "", "d"))
notice(pick_default("a", "d"))
notice(pick_default(undef, undef) == "")
notice(pick_default())
