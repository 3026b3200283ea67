notice([].any |$v| { true })
notice([].all |$v| { false })
