function retlambda::first() {
  [1, 2].each |$x| { return $x }
}
