notice(delete(1, 1))
