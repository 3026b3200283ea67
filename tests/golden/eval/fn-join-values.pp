notice(join([undef, true, 1.5, 'x'], '|'))
