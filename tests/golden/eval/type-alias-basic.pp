type Pp_small = Integer[1, 10]
notice(Pp_small)
notice(5 =~ Pp_small)
notice(50 =~ Pp_small)
