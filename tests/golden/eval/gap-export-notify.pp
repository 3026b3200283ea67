@@notify { 'x': message => 'exported' }
notice('compiled')
notice(defined(Notify['x']))
