$a = Timestamp()
notice($a)
