|$x| { notice($x) }
