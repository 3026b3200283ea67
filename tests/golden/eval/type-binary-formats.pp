$b = Binary('aGVsbG8=')
['%s', '%#s', '%p', '%#p', '%B', '%#B', '%u', '%t', '%T', '%10s', '%-12p'].each |$f| {
  notice("${f}: ${String($b, $f)}")
}
notice(String($b, '%b'))
notice(String($b, '%#b'))
