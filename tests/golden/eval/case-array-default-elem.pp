case ['a', 'zzz'] {
  ['a', default]: { notice('a and anything') }
}
