notice(sort(['b', 'B', 'a', 'A', '_', '1']))
