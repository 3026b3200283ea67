pp_kv { 'a': ensure => absent, store => '__T__/kv.json' }
pp_kv { 'b': owner => 'bob', store => '__T__/kv.json' }
pp_kv_filtered { 'f': ensure => absent, store => '__T__/kvf.json' }
