notice(unique(['a', 'A', 'b']) |$v| { $v.downcase })
