notice(String(0.1))
notice(String(1e16))
notice(String(100.0))
