$x = 'b'
notice($x ? { 'a' => 1, 'b' => 2, default => 3 })
