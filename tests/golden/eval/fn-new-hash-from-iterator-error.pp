notice(Hash({a => 1}.reverse_each))
