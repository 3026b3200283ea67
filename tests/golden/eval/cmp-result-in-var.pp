$r = 5 > 3
notice($r)
notice(type($r))
