$pats = [/^x/, Integer]
case 'xyz' {
  *$pats: { notice("matched ${0}") }
  default: { notice('default') }
}
case 5 {
  *$pats: { notice('matched 5') }
  default: { notice('default') }
}
$h = {a => 1}
case ['a', 1] {
  *$h: { notice('matched a pair of the hash') }
  default: { notice('default') }
}
