notify { ['a', 'b']: }
notify { 'b': }
