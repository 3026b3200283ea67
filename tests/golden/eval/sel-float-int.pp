notice(1 ? { 1.0 => 'float-match', default => 'no' })
