$r = unless 1 > 2 { 'ran' }
notice($r)
