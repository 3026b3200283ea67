notice('A' =~ Enum['a', 'b', true])
notice('B' =~ Enum['a', 'b', false])
