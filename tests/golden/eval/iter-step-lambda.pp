[10, 20, 30, 40].step(3) |$v| { notice($v) }
