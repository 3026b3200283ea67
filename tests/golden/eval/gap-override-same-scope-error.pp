notify { 'x': message => a }
Notify['x'] { message => b }
