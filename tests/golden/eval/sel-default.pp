$x = 'z'
notice($x ? { 'a' => 1, default => 'dflt' })
