notice(sprintf('%<a>s and %<b>d', {a => 'x', b => 3}))
