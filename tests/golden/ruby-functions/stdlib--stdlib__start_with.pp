notice('foobar'.stdlib::start_with('foo'))
notice('foobar'.stdlib::start_with('bar'))
notice('foObar'.stdlib::start_with(['bar', 'baz']))
