class pp_ret {
  notice('before return')
  return()
  notice('never')
}
include pp_ret
notice('main continues')
