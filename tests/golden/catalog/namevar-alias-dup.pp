notify { 'b': alias => 'bee' }
notify { 'bee': }
