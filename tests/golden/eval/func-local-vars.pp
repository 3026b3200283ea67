function pp_locals($x) {
  $y = $x * 2
  $z = $y + 1
  [$x, $y, $z]
}
notice(pp_locals(3))
