$s = Sensitive('secret')
notice($s)
notice($s.unwrap)
notice(unwrap($s) |$v| { "len ${v.length}" })
