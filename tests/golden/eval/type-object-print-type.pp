type Pp_point5 = Object[{attributes => {x => Integer}}]
notice(Pp_point5)
