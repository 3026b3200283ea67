function pp_opt(Optional[String] $s) {
  if $s == undef { 'got undef' } else { "got ${s}" }
}
notice(pp_opt(undef))
notice(pp_opt('x'))
