function pp_two($a, $b) { $a }
notice(pp_two(1))
