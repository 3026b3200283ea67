'abc'.each |$c| { notice($c) }
