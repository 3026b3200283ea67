notice(match(1, /1/))
