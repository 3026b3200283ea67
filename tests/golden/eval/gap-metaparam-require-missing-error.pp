notify { 'x': require => Notify['missing'] }
notice('compiled')
