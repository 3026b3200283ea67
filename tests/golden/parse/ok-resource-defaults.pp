File { mode => '0644', owner => 'root' }
Exec { path => ['/bin'] }
