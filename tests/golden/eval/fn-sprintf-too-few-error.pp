notice(sprintf('%s %s', 'a'))
