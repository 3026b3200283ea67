$x = 1
notice("${$x ? { 1 => one, default => other }}")
