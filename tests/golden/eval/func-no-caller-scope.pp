function pp_no_scope() {
  "[${local_var}]"
}
$local_var = 'main-level'
notice(pp_no_scope())
