warning('careful')
warning('two', 'args')
