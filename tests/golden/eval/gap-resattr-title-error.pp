notify { 'x': message => 'hi' }
notice(Notify[x][title])
