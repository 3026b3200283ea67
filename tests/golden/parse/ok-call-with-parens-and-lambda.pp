each([1, 2]) |$x| { notice($x) }
[1, 2].each |$i, $x| { notice($i, $x) }
