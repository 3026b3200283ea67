notice(empty(0))
