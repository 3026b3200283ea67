class pp_fails2 {
  fail('class failed')
}
include pp_fails2
