notice(upcase(split(1, ',')))
