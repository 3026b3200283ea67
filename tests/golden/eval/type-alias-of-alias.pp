type Pp_a1 = String[1]
type Pp_a2 = Optional[Pp_a1]
notice(undef =~ Pp_a2)
notice('' =~ Pp_a2)
notice(Pp_a2)
