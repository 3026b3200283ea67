notice(URI('a/b') + 'c')
