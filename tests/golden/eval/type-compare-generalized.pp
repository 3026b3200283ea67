notice(type(5, generalized) == Integer)
notice(type('x') == String)
