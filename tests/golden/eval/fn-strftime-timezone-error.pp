$t = Timestamp('2020-06-01T12:00:00Z')
notice(strftime($t, '%H:%M %z', '+01:00'))
notice(strftime($t, '%H:%M %z', 'UTC'))
notice(strftime($t, '%H:%M %z', 'Nowhere/Bogus'))
