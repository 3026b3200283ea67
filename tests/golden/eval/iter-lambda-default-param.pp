notice([1, 2].map |$v, $unused = 'd'| { "${v}" })
