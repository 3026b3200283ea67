notice([1, 2, 3].filter |$v| { 0 })
notice([1, 2, 3].filter |$v| { undef })
