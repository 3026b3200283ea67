notice(is_float(3.14))
notice(is_float('3.14'))
notice(is_float(3))
notice(is_float('abc'))
