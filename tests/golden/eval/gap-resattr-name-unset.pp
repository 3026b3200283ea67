notify { 'x': message => 'hi' }
notice(Notify[x][name])
