function pp_fib(Integer $n) >> Integer {
  if $n < 2 { $n } else { pp_fib($n - 1) + pp_fib($n - 2) }
}
notice(pp_fib(15))
