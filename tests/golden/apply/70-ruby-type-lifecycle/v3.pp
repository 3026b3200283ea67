file { '__T__/conf': ensure => directory }
pp_setting { ['a', 'b', 'c']: ensure => absent, path => '__T__/conf/app.ini' }
pp_setting { 'pw': path => '__T__/conf/app.ini', value => 'correct horse', secret => true }
