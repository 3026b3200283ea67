notice('abc' == 'ABC')
notice('a' != 'A')
notice('abc' == 'abd')
notice('' == '')
