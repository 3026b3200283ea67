$d = Deferred('upcase', ['a'])
notice($d)
notice(type($d))
