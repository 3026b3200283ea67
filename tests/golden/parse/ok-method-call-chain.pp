$a = [3, 1, 2].sort.reverse_each.map |$x| { $x * 2 }
notice($a)
