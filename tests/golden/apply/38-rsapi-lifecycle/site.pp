pp_kv { 'a': value => 'one', owner => 'alice', store => '__T__/kv.json' }
pp_kv { 'c': ensure => absent, store => '__T__/kv.json' }
pp_kv_filtered { 'f': value => 'eff', store => '__T__/kvf.json' }
