notice(Any('x'))
