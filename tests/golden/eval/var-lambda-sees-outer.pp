$outer = 'O'
[1].each |$v| { notice("${outer} ${v}") }
