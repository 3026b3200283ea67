Integer[3, 5].each |$i| { notice($i) }
