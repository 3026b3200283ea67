notice('b' ? { ['a', 'b'] => 'array-option', default => 'no' })
