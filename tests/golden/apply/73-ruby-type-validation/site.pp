file { '__T__/untouched': content => "x\n" }
pp_setting { 'k': path => 'relative/app.ini', value => 'v' }
