function pp_bad_ret(Integer $x) >> String {
  $x * 2
}
notice(pp_bad_ret(1))
