notice(5.filter |$i| { $i > 2 })
