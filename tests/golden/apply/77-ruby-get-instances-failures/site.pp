pp_setting { 'a': path => '__T__/a.conf', value => '1' }
pp_setting { 'b': path => '__T__/b.conf', value => '2', comment => 'x' }
notify { 'after b': require => Pp_setting['b'] }
notify { 'independent': }
resources { 'pp_setting': purge => true }
