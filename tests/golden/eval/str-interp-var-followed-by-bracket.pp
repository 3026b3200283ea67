$a = [1, 2]
notice("$a[0]")
notice("${a}[0]")
