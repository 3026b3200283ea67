notice(['a', 'b'] ? { ['a', 'b'] => 'whole-array', default => 'no' })
