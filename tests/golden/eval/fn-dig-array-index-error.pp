notice([1, 2].dig(x))
