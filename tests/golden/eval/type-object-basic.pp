type Pp_point = Object[{attributes => {x => Integer, y => Integer}}]
$p = Pp_point(1, 2)
notice($p)
notice($p.x)
notice($p.y + 10)
