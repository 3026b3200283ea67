notify { ['a', 'b', 'c']: message => 'same' }
