$list = [1, 2]
notice(2 ? { *$list => 'in', default => 'out' })
notice(5 ? { *$list => 'in', default => 'out' })
notice('a' ? { *'a' => 'string splat', default => 'out' })
notice('c' ? { *[] => 'empty', 'c' => 'c', default => 'out' })
