notice(Timespan('5', '%N'))
