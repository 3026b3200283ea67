Notify { message => 'a' }
Notify { message => 'b' }
notify { 'x': }
