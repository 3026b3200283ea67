notice('1' == '01')
notice('1.0' == '1')
