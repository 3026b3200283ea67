$h = { a => 1, type => 2, function => 3, default => 4, undef => 5, 1 => 6 }
notice($h)
