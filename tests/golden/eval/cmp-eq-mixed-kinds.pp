notice([1] == 1)
notice({} == [])
notice(1 == true)
