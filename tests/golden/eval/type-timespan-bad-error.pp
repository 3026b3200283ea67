notice(Timespan('not a span'))
