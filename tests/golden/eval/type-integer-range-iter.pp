notice(Integer[1, 4].map |$i| { $i })
