class pp_c1 {
  notice('in class')
  warning('warn in class')
  err('err in class')
}
include pp_c1
