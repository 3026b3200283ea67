notice(strftime('%Y') =~ /^\d{4}$/)
notice(strftime('%z %Z', 'UTC'))
