notice([1, 2][1.0])
