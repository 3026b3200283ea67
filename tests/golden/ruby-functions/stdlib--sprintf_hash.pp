# the example of its doc string (deprecated)
notice(sprintf_hash('String: %<foo>s / number converted to binary: %<number>b', { 'foo' => 'a string', 'number' => 5 }))
