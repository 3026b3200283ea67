notify { 'n': noop => 'maybe' }
notify { 'l': loglevel => 'loud' }
notify { 's': schedule => 1 }
notify { 'a': audit => 'nope' }
notice(Notify[n][noop], Notify[l][loglevel], Notify[s][schedule], Notify[a][audit])
