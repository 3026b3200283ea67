function pp_dflt($a, $b = $a * 10) { "${a} ${b}" }
notice(pp_dflt(2))
notice(pp_dflt(2, 3))
