notice(5.slice(2))
