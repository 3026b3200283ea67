function pp_mod::helper($x) {
  "helper ${x}"
}
notice(pp_mod::helper(1))
