type Pp_pt = Object[{attributes => {x => Integer}}]
notice(Pp_pt(1) == Pp_pt(1))
notice(Pp_pt(1) == Pp_pt(2))
