[1, 2, 3].slice(2) |$a, $b| { notice("[${a}] [${b}]") }
