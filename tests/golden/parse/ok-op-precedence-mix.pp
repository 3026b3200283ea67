$a = 1 + 2 * 3 == 7 and !false or 1 in [1]
notice($a)
