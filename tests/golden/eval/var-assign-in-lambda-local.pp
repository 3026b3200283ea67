[1].each |$v| { $inner = 'set in lambda' }
notice("[${inner}]")
