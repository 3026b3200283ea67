pp_kv_logged { 'a': value => 'one', store => '__T__/kv.json' }
pp_kv_logged { 'keep': value => 'k', store => '__T__/kv.json' }
