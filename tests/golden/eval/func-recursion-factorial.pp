function pp_fact(Integer $n) {
  if $n <= 1 { 1 } else { $n * pp_fact($n - 1) }
}
notice(pp_fact(20))
notice(pp_fact(21))
