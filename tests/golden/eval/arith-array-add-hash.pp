notice([1] + {a => 1, b => 2})
