$x = 'abc'
case $x {
  'a', 'b': { notice(1) }
  /^ab/: { notice($0) }
  String[1]: { }
  [1, 2]: { }
  default: { notice(2) }
}
