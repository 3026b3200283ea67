notice(Integer[2, 4].map |$i| { $i * 10 })
