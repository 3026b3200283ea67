function pp_match_probe() {
  "probe: [${1}]"
}
if 'abc' =~ /(b)/ {
  notice(pp_match_probe())
}
