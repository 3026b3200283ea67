type A = 1
