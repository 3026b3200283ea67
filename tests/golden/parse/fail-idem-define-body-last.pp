define d {
  $x = 1
  $x
}
