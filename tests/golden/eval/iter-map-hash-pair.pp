notice({a => 1, b => 2}.map |$pair| { $pair[0] })
