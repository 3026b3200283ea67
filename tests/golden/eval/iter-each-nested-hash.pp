{a => [1, 2], b => [3]}.each |$k, $list| {
  $list.each |$v| { notice("${k}${v}") }
}
