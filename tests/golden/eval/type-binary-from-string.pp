notice(Binary('hello', '%s'))
notice(Binary('hello', '%r'))
notice(Binary([104, 105]))
