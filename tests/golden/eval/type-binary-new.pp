$b = Binary('aGVsbG8=')
notice($b)
notice(String($b, '%s'))
notice($b.length)
