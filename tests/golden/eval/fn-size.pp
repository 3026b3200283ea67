notice(size('abcd'))
notice(size([1]))
notice(size({}))
