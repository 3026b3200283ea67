define inner($n) {
  $x = $n + 'a'
}
inner { 'i': n => 1 }
