notice([1, 2].slice(0))
