notice(min('b', 'a', 'c'))
notice(max('apple', 'banana'))
