# as staging::extract calls it
notice(scope_defaults('Exec', 'path'))
Exec { path => '/usr/bin:/bin' }
notice(scope_defaults('Exec', 'path'))
notice(scope_defaults('exec', 'cwd'))
