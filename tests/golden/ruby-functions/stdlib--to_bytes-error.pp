notice(to_bytes('2 X'))
