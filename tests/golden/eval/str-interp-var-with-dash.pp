$x = 'X'
notice("$x-y")
notice("$x_y")
