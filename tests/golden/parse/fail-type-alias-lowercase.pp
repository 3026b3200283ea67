type myint = Integer
