notice('ab' < 'abc')
notice('' < 'a')
notice('Z' < 'aa')
