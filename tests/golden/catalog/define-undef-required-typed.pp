define pp_req(String $a) {
  notice("a=${a}")
}
pp_req { 'one': a => undef }
