$a = [1e5, 1E5, 1.5e-3, 2e10, 0.1e1]
notice($a)
