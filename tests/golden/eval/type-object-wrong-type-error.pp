type Pp_point4 = Object[{attributes => {x => Integer}}]
notice(Pp_point4('a'))
