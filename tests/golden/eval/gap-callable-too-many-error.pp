notice(Callable[[String], Integer, Integer])
