$opts = ['x', 'y']
notice('y' ? { *$opts => 'splat', default => 'no' })
