$x = 'abc'
case $x {
  'q': { notice(1) } /b/: { notice(2) }
  default: {}
}
