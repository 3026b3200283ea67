notice(5.any |$i| { $i == 4 })
notice(5.all |$i| { $i < 5 })
