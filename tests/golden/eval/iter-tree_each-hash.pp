{a => {b => 1}, c => 2}.tree_each |$path, $v| { notice("${path} => ${v}") }
