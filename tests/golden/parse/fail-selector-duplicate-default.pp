$a = 1 ? { default => 1, 2 => 3, default => 2 }
