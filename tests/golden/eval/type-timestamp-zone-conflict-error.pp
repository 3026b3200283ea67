notice(Timestamp('2020-01-01 10:00 EST', '%Y-%m-%d %H:%M %Z', 'EST'))
