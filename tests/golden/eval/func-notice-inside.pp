function pp_logs($x) {
  notice("inside function: ${x}")
  warning('function warning')
  $x
}
notice(pp_logs('v'))
