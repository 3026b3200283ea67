function pp_fam() {
  $facts['os']['family']
}
notice(pp_fam())
