notice(Notify['a', 1])
