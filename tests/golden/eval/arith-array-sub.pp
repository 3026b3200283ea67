notice([1, 2, 3, 2] - [2])
notice([1, 2] - 1)
notice([1, 2] - [3])
