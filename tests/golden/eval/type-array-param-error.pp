notice(Array[1, 2, 3, 4])
