$a = [1, 2, 3, 4]
notice($a[1, 2])
notice($a[-2, 2])
notice($a[0, 10])
notice($a[1, -1])
notice($a[1, -2])
