[1, 2, 3].each |$v| {
  if $v == 2 { next() }
  notice($v)
}
