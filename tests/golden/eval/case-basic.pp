$x = 'b'
case $x {
  'a': { notice('is a') }
  'b': { notice('is b') }
  default: { notice('other') }
}
