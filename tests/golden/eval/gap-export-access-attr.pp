@@notify { 'x': message => 'exported' }
notice(Notify[x][message])
