# a read_only attribute in the manifest: the catalog is refused before anything is applied
file { '__T__/f': content => "f\n" }
pp_kv { 'ro': value => 'v', created => 'yesterday', store => '__T__/kv.json' }
