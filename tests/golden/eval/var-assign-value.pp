notice($z = 3)
notice($z)
