notice(bareword)
notice(a::b)
