notice([1, 2, 3].dig(-1))
