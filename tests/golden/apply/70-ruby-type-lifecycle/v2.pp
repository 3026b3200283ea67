file { '__T__/conf': ensure => directory }
pp_setting { 'a': path => '__T__/conf/app.ini', value => 'uno' }
pp_setting { 'b': path => '__T__/conf/app.ini', value => ['x', 'y'], comment => 'still two' }
pp_setting { 'c': path => '__T__/conf/app.ini', value => 'new' }
pp_setting { 'pw': path => '__T__/conf/app.ini', value => 'correct horse', secret => true }
exec { 'reload':
  command     => '/bin/echo reloaded',
  refreshonly => true,
  subscribe   => Pp_setting['a'],
}
