notice(pick(undef, "a"))
