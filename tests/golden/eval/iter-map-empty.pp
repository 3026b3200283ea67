notice([].map |$v| { $v })
