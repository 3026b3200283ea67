err('one', 2)
