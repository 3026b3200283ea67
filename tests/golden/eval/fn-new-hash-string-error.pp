notice(Hash('abc'))
