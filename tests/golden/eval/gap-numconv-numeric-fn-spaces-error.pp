notice(Numeric(" 3 "))
