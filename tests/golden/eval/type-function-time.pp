notice(type(Timespan(1)))
notice(type(Timestamp('2020-01-01T00:00:00Z')))
