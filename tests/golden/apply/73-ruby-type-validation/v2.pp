file { '__T__/untouched': content => "x\n" }
pp_setting { 'k': path => '__T__/app.ini', value => 'v', comment => "two\nlines" }
