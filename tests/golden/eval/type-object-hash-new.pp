type Pp_point2 = Object[{attributes => {x => Integer, y => { type => Integer, value => 0 }}}]
$p = Pp_point2({x => 5})
notice($p)
notice($p =~ Pp_point2)
notice(type($p))
