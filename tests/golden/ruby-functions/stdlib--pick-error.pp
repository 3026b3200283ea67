notice(pick(undef, ''))
