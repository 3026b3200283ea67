function pp_find_first(Array $a) {
  $a.each |$v| {
    if $v > 2 { return($v) }
  }
  'none'
}
notice(pp_find_first([1, 5, 9]))
notice(pp_find_first([1]))
