function pp_one(Integer $x) { $x }
notice(pp_one(1, 2))
