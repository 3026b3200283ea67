notice([1, 2] + [3])
notice([1] + 2)
notice([1] + [[2]])
notice([] + [])
