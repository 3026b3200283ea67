$s = 'hello'
notice($s[1])
notice($s[-1])
notice($s[1, 3])
notice($s[10])
notice($s[1, -2])
