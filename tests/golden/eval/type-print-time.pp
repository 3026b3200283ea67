notice(Timespan)
notice(Timestamp)
notice(Timespan['0-00:00:01', '1-00:00:00'])
