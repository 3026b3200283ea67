notice(Float[1.0, 2.5])
notice(Float[0])
