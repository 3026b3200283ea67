$t = Timestamp('2020-01-02T03:04:05Z')
notice(strftime($t, '%Y-%m-%d %H:%M:%S'))
notice($t.strftime('%A %B %-d %j'))
notice(strftime($t, '%H:%M %Z', 'UTC'))
