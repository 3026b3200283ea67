# the examples of its doc string
notice(range('0', '9'))
notice(range('00', '09'))
notice(range('a', 'c'))
notice(range('host01', 'host10'))
notice(range('0', '9', '2'))
notice(range('1..3'))
notice(range(10, 1, -3))
