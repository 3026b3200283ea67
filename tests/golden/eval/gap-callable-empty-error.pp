notice(Callable[])
