notice(split('a,b,c', ',')[1])
notice([[1, 2], [3, 4]][1][0])
