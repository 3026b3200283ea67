notice(Integer('0o17'))
