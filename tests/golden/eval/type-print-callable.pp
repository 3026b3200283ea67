notice(Callable)
notice(Callable[Integer])
notice(Callable[[Integer, String], Boolean])
notice(Callable[1, 2])
