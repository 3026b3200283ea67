# store is a mandatory parameter (String, not Optional): the resource fails validation
file { '__T__/f': content => "f\n" }
pp_kv { 'm': value => 'v' }
