$a = [10, 20, 30]
notice($a[5])
notice($a[-5])
notice($a[3] == undef)
