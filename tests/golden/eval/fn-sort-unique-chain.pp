notice([3, 1, 3, 2].unique.sort)
