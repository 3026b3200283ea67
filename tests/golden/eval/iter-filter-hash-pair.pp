notice({a => 1, b => 2}.filter |$p| { $p[0] == 'a' })
