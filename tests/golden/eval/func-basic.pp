function pp_double(Integer $x) >> Integer {
  $x * 2
}
notice(pp_double(21))
