$it = [1, 2, 3].reverse_each
notice(type($it))
notice($it)
