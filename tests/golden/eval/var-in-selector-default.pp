$x = undef
notice($x ? { undef => 'undef', default => 'other' })
