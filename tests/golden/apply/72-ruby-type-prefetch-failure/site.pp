pp_setting { 'one': path => '__T__/conf/a.ini', value => '1' }
pp_setting { 'two': path => '__T__/conf/b.ini', value => '2' }
notify { 'after two': require => Pp_setting['two'] }
file { '__T__/conf/other': content => "other\n" }
