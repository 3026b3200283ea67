notice(strftime(Timestamp(0), '%H %z', '+25:00'))
