notice('ABC' ? { 'abc' => 'matched', default => 'no' })
