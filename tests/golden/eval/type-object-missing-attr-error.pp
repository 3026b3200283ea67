type Pp_point3 = Object[{attributes => {x => Integer, y => Integer}}]
notice(Pp_point3(1))
