pp_kv_logged { 'a': value => 'uno', store => '__T__/kv.json' }
pp_kv_logged { 'keep': ensure => absent, store => '__T__/kv.json' }
pp_kv_logged { 'b': value => 'two', store => '__T__/kv.json' }
