notice('a' =~ Enum['a', 'b'])
notice('c' =~ Enum['a', 'b'])
notice('A' =~ Enum['a', 'b'])
