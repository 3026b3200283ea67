notice(2 ? { 1 => one, 2 => two, default => other })
notice(2 ? { '2' => string, default => other })
