case ['a', 'b'] {
  ['a', 'c']: { notice('ac') }
  ['a', 'b']: { notice('ab') }
}
