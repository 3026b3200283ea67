notify { 'x': }
Notify['x'] { message => b }
notice(Notify[x][message])
