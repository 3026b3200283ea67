Notify['x'] { message => b }
notify { 'x': }
notice('compiled')
