notice(values('abc'))
