$list = [2, 3]
case 3 {
  1, *$list: { notice('in list') }
  default: { notice('default') }
}
case 'b' {
  *[]: { notice('empty') }
  *'b': { notice('splat of a string') }
  default: { notice('default') }
}
