notice([1].map |$v| >> Integer { $v })
