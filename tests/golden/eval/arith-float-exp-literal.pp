notice(1.5e3)
notice(1E3)
notice(2.5e-3)
notice(10e0)
