define pp_def_var() {
  $local = 'L'
  notice("${title} ${local}")
}
pp_def_var { 't': }
