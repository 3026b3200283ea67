notice({a => 1, b => 2}.reduce |$memo, $pair| { "${memo}|${pair}" })
