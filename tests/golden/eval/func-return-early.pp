function pp_early(Integer $x) {
  if $x > 0 { return('positive') }
  'not positive'
}
notice(pp_early(5))
notice(pp_early(-5))
