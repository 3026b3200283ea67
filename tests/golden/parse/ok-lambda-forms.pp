[1, 2].each |Integer $x| { notice($x) }
[1, 2].reduce |$memo, $x| { $memo + $x }
[1, 2].map |Integer $x, *$rest| { $x }
[1, 2].map |$x| >> Integer { $x }
[1, 2].each || { notice('no params') }
[1, 2].each |$x,| { notice($x) }
