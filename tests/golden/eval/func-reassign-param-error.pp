function pp_reassign($x) {
  $x = 2
  $x
}
notice(pp_reassign(1))
