notice([1].map |$v| >> String { $v })
