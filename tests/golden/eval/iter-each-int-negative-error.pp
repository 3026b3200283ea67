(-2).each |$i| { notice($i) }
notice('none for negative')
