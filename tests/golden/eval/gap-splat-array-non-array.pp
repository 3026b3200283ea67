$s = 'a'
notice([1, *$s, 2])
notice([*1])
notice([*undef])
notice([0, *undef, 1])
