notify { 'a': require => Notify['b'] }
notify { 'b': require => Notify['c'] }
notify { 'c': require => Notify['a'] }
notify { 'd': require => Notify['e'] }
notify { 'e': require => Notify['d'] }
