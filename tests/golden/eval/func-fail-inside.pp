function pp_fails($x) {
  fail("pp_fails got ${x}")
}
pp_fails('bad')
