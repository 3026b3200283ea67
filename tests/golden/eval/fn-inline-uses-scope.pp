$greeting = 'hi'
notice([1].map |$v| { "${greeting} ${v}" })
