class pp_info {
  info('info not shown')
  debug('debug not shown')
  notice('notice shown')
}
include pp_info
