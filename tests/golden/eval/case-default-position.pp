case 'x' {
  default: { notice('default') }
  'x': { notice('x matched') }
}
