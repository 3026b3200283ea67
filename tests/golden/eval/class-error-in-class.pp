class pp_fails {
  notice(1 / 0)
}
include pp_fails
