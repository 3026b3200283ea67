file { '__T__/untouched': content => "x\n" }
pp_setting { 'k': value => 'v' }
