notice(8 << -1)
notice(8 >> -1)
