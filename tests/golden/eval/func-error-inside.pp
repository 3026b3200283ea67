function pp_divides($x) {
  $x / 0
}
notice(pp_divides(1))
