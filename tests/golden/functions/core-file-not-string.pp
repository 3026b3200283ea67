notice(file(1))
