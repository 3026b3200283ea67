$s = 'Hello'
notice("<${s[1, 0]}>")
notice($s[1, -1])
notice($s[0, -2])
notice("<${s[3, -3]}>")
notice("<${s[-10, 2]}>")
notice("<${s[5, 1]}>")
notice("<${s[6, 1]}>")
notice($s[2, 10])
