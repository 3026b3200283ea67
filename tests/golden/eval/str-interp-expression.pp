$x = 5
notice("${x}")
notice("${$x + 1}")
notice("$x + 1")
notice("${$x * 2 - 1}")
notice("${x}${x}")
