function pp_inc(Integer $x, Integer $by = 1) { $x + $by }
notice(5.pp_inc)
notice(5.pp_inc(10))
