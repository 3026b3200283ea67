$a = "\u12"
notice($a)
