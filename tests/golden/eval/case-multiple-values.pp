case 'c' {
  'a', 'b': { notice('a or b') }
  'c', 'd': { notice('c or d') }
}
