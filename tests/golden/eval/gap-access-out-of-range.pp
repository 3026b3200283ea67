$a = [1, 2, 3]
notice($a[3, 2])
notice($a[10, -1])
notice($a[2, 5])
notice($a[-4])
notice([][0, 1])
notice([][-1, 1])
notice("<${''[0]}>")
notice("<${''[-1, 1]}>")
