type Pp_base = Object[{attributes => {a => String}}]
type Pp_derived = Object[{parent => Pp_base, attributes => {b => Integer}}]
$d = Pp_derived('x', 1)
notice($d)
notice($d =~ Pp_base)
notice(Pp_derived < Pp_base)
