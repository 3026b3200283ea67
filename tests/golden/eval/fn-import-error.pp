import('foo')
