notice(Timespan('5 minutes', '%H:%M'))
