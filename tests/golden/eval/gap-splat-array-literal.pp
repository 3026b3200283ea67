$x = [2, 3]
notice([1, *$x, 4])
notice([*$x])
notice([*[], 1])
notice([*$x, *$x])
notice([*[[1, 2]], 3])
