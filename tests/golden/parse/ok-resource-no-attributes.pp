notify { 'hello': }
