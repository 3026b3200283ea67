notice(mysql::strip_hash({ 'mysqld' => { 'bind-address' => '', 'port' => 3306, 'datadir' => '/var/lib/mysql' }, 'client' => '', 'mysqldump' => { 'quick' => true } }))
