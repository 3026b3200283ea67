pp_setting { 'ok': path => '__T__/conf/a.ini', value => 'fine' }
pp_setting { 'bad': path => '__T__/conf/a.ini', value => 'fail-set' }
notify { 'after bad': require => Pp_setting['bad'] }
pp_setting { 'flush': path => '__T__/conf/b.flushfail', value => 'x' }
notify { 'after flush': require => Pp_setting['flush'] }
notify { 'independent': }
