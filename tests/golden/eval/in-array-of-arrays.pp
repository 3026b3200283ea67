notice([1] in [[1], [2]])
notice([3] in [[1], [2]])
