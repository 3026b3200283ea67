notice(split('a.b.c', '.'))
notice(split('a|b', '|'))
