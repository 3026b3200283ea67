notice(5 - Timestamp(10))
