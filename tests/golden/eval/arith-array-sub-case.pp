notice(['a', 'B'] - ['b'])
notice(['a', 'b'] - ['a'])
