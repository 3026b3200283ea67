$a = [10, 20, 30]
notice($a[0])
notice($a[2])
notice($a[-1])
notice($a[-3])
