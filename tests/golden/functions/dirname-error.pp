notice(dirname(""))
