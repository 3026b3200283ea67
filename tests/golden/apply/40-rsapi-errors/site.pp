# create raises for value 'fail': the resource is changed and failed, its dependent skipped; owner is
# init_only: changing it warns and proceeds
pp_kv { 'ok': value => 'fine', store => '__T__/kv.json' }
pp_kv { 'd': value => 'fail', store => '__T__/kv.json' }
-> notify { 'after': }
pp_kv { 'o': value => 'x', owner => 'bob', store => '__T__/kv.json' }
