notice(camelcase('hello_world'))
notice(camelcase('a_b_c'))
notice(camelcase(['x_y', 'zz']))
notice(camelcase('Already'))
