notice('foobar'.stdlib::end_with('bar'))
notice('foobar'.stdlib::end_with('foo'))
notice('foobar'.stdlib::end_with(['foo', 'baz']))
notice(stdlib::end_with('unit.timer', ['.service', '.timer']))
