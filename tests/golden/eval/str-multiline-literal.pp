$x = "one
two"
notice($x)
