function pp_range(Integer[1, 5] $n) { $n }
notice(pp_range(10))
