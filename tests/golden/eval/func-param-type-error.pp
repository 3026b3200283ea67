function pp_typed(Integer $x) {
  $x
}
notice(pp_typed('a'))
