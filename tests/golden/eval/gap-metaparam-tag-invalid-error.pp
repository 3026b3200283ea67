notify { 'x': tag => 'bad tag!' }
notice('compiled')
