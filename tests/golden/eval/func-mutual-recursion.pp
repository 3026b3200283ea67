function pp_even(Integer $n) { if $n == 0 { true } else { pp_odd($n - 1) } }
function pp_odd(Integer $n) { if $n == 0 { false } else { pp_even($n - 1) } }
notice(pp_even(10))
notice(pp_odd(7))
