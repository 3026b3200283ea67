notify { 'v': message => [1, 2.5, true, 'x', { 'k' => 'v' }] }
