type Pp_al = Integer[0, 5]
notice(type(3) < Pp_al)
notice(Pp_al < Integer)
