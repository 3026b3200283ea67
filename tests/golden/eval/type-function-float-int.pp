notice(type(1.0))
notice(type(-0.0))
notice(type(1e20))
