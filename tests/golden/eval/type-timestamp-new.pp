notice(Timestamp('2020-01-02T03:04:05Z'))
notice(Timestamp('2020-01-02T03:04:05.123+01:00'))
notice(Timestamp(0))
notice(Timestamp(1600000000.5))
