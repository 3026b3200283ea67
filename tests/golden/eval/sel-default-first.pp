notice('a' ? { default => 'dflt', 'a' => 'first' })
