# each range as written and in its canonical form (%p)
['1.x', '~1.2', '~1.2.3-beta.2', '^0.2.3', '^1.2', '>1', '<=1.2', '1.2.3 - 2.3', '>= 1.0.0 <2', '1.x || 2.x', '>=1.0.0 <1.0.0', '*'].each |$r| {
  notice("${r} => ${String(SemVerRange($r), '%p')}")
}
