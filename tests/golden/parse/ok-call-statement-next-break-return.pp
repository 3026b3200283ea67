[1, 2].each |$x| {
  if $x == 1 { next 10 }
  if $x == 2 { break }
}
function nbr::check($x) {
  if $x { return 1 }
  2
}
