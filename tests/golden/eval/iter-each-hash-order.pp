{z => 1, a => 2, m => 3}.each |$k, $v| { notice($k) }
