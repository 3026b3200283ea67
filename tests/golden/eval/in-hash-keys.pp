notice('a' in {a => 1})
notice('A' in {'a' => 1})
notice(1 in {a => 1})
