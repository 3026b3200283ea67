notice(then(1))
