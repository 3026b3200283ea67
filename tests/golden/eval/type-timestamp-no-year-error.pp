notice(Timestamp('12:30', '%H:%M'))
