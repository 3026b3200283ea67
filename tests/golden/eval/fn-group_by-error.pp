notice(group_by(1) |$v| { $v })
