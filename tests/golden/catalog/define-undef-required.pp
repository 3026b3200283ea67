define pp_req($a, $b = 'dflt', $c = undef) {
  notice("a=${a} b=${b} c=${c}")
}
pp_req { 'one': a => undef, b => undef, c => undef }
class pp_reqc($x, $y = 'y-default') {
  notice("x=${x} y=${y}")
}
class { 'pp_reqc': y => undef, x => undef }
