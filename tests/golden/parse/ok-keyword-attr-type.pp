thing { 'x':
  type => 'a',
}
