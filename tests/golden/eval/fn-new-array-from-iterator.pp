notice(Array(3.reverse_each))
