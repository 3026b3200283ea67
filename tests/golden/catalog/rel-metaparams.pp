notify { 'a': }
notify { 'b': require => Notify['a'], before => Notify['c'] }
notify { 'c': subscribe => Notify['a'], notify => Notify['d'] }
notify { 'd': }
