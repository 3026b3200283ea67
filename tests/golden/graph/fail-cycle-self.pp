notify { 'self': require => Notify['self'] }
