notice(1.1 * 3)
notice(2.675 * 100)
notice(1e-7)
notice(12345.678)
