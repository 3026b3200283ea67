notice(ceiling([1]))
