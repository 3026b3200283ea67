notice(Timespan({days => 1, hours => 2}))
notice(Timespan({seconds => 90}))
