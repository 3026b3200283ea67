notice([] =~ Collection)
notice({} =~ Collection)
notice('' =~ Collection)
notice([1, 2] =~ Collection[3])
