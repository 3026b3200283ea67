notice(os_database_connection({ 'dialect' => 'mysql', 'host' => '127.0.0.1' }))
