$a = [1, 2, 3]
notice($a[5, 1])
notice($a[3, 1])
notice($a[-5, 2])
