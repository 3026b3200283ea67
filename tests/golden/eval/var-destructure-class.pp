class pp_destr { $p = 'P'; $q = 'Q' }
include pp_destr
[$p, $q] = Class['pp_destr']
notice($p, $q)
