1 ? { 1 => 2 }
notice(1)
