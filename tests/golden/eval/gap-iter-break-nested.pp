[1, 2].each |$o| {
  [10, 20, 30].each |$i| {
    if $i == 20 { break() }
    notice("${o}-${i}")
  }
}
notice('done')
