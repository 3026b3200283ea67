notice({a => 1, b => 2}.map |$k, $v| { "${k}-${v}" })
