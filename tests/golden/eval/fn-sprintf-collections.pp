notice(sprintf('%s', [1, 2]))
notice(sprintf('%s', {a => 1}))
