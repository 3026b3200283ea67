# a value of the wrong type: the catalog is refused before anything is applied
file { '__T__/f': content => "f\n" }
pp_kv { 'ty': value => 3, store => '__T__/kv.json' }
