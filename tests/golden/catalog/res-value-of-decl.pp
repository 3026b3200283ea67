$r = notify { 'x': }
notify { 'y': message => "${r}" }
