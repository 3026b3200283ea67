notice(sprintf('%s-%d', 'a', 5))
notice(sprintf('%05.2f', 3.14159))
notice(sprintf('%x %o %b', 255, 8, 5))
notice(sprintf('%-5s|%5s|', 'ab', 'cd'))
