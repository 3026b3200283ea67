notice(getvar('1abc'))
