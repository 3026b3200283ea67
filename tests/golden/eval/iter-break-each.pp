[1, 2, 3, 4].each |$v| {
  if $v == 3 { break() }
  notice($v)
}
notice('after')
