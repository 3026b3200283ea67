notice(Timestamp(10) > 'x')
