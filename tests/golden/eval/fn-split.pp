notice(split('a,b,c', ','))
notice(split('a1b22c', /\d+/))
notice(split('abc', ''))
