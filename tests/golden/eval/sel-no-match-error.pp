$x = 5
notice($x ? { 1 => one, 2 => two })
