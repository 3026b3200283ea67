notice(Timestamp('2020-12-31', '%Y-%m-%d'))
notice(Timestamp('2020-02-03 04:05', '%Y-%m-%d %H:%M', 'UTC'))
