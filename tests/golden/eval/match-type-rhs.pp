notice(1 =~ Integer)
notice('a' =~ Integer)
notice('a' !~ String)
notice([1] =~ Array[Integer])
