0.each |$i| { notice($i) }
notice('done')
