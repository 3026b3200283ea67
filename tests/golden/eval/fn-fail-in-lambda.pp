[1, 2].each |$v| {
  if $v == 2 { fail("failed at ${v}") }
  notice($v)
}
