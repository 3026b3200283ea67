notice(URI({scheme => 'http', host => 'example.com', path => '/x'}))
notice(URI({host => 'example.com', path => '/x', query => 'a b'}))
notice(URI({scheme => 'https', host => 'h', port => 443}))
notice(URI({scheme => 'urn', opaque => 'isbn:0451450523'}))
