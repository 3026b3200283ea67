notify { 'x': before => 'notaref' }
notice('compiled')
