# get raises: every pp_kv resource fails on its own, the others apply
pp_kv { 'a': value => 'uno', store => '__T__/kv.json' }
pp_kv { 'x': value => 'x', store => '__T__/kv.json' }
-> notify { 'after': }
file { '__T__/f': content => "f\n" }
