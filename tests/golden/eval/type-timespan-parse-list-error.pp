notice(Timespan('x', ['%H', '%M']))
