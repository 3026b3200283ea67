thing { 'x':
  true => 1,
}
