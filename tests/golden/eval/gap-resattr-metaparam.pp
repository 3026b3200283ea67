notify { 'a': }
notify { 'x': message => 'hi', tag => ['t1'], require => Notify['a'], noop => true }
notice(Notify[x][tag])
notice(Notify[x][require])
notice(Notify[x][noop])
