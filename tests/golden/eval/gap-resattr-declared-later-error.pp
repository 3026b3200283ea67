notice(Notify[y][message])
notify { 'y': message => 'later' }
