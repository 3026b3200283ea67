class hm(
  $x = 1,
) {
  notice($x)
}
