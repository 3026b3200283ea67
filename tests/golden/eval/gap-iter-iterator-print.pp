$a = [1, 2, 3]
notice($a.reverse_each)
notice("${a.reverse_each}")
notice(String($a.reverse_each))
notice([$a.reverse_each])
notice('ab'.reverse_each)
