notice(String[1])
notice(String[1, 10])
notice(String[0, default])
