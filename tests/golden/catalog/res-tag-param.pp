notify { 'a': tag => ['one', 'two'] }
notify { 'b': tag => 'single' }
