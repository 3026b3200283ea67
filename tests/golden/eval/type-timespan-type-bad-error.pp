notice(Timespan[3, 1])
