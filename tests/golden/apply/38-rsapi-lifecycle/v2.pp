pp_kv { 'a': value => 'uno', owner => 'alice', store => '__T__/kv.json' }
pp_kv { 'b': store => '__T__/kv.json' }
pp_kv_filtered { 'f': value => 'eff', store => '__T__/kvf.json' }
