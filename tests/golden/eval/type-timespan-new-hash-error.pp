notice(Timespan({foo => 1}))
