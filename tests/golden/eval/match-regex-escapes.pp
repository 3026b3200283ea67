notice('a/b' =~ /a\/b/)
notice('a b' =~ /a\sb/)
notice('x' =~ /\h/)
notice('f' =~ /\h/)
