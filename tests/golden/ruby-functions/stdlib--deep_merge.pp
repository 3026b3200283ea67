# as mysql::server calls it (method-call form)
$default_options = { 'mysqld' => { 'bind-address' => '127.0.0.1', 'port' => 3306, 'ssl' => false }, 'client' => { 'port' => 3306 } }
$override_options = { 'mysqld' => { 'bind-address' => '0.0.0.0', 'max_connections' => 500 }, 'mysqldump' => { 'quick' => true } }
notice($default_options.deep_merge($override_options))
notice(deep_merge({ 'a' => 1 }, undef, '', { 'b' => { 'c' => 2 } }, { 'b' => { 'd' => 3 } }))
