notice(min(1, '2'))
notice(max(1, '2'))
