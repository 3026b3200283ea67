file { '__T__/conf': ensure => directory }
pp_setting { 'a': path => '__T__/conf/app.ini', value => 'one' }
pp_setting { 'b': path => '__T__/conf/app.ini', value => ['x', 'y'], comment => 'two lines' }
pp_setting { 'c': path => '__T__/conf/app.ini', ensure => absent }
pp_setting { 'pw': path => '__T__/conf/app.ini', value => 'hunter2', secret => true }
