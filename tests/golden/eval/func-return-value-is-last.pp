function pp_last() {
  $a = 1
  $b = 2
}
notice(pp_last())
