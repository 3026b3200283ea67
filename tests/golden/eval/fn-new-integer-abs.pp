notice(Integer('-5', 10, true))
