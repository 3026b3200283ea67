function pp_ret_nothing() {
  return()
}
notice("[${pp_ret_nothing()}]")
