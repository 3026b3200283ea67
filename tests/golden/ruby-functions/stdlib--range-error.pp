notice(range('a', 'z', 0))
