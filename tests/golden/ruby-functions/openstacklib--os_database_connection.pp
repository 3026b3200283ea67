notice(os_database_connection({
  'dialect'  => 'mysql+pymysql',
  'host'     => '127.0.0.1',
  'port'     => '3306',
  'username' => 'nova',
  'password' => 'p@ss/word',
  'database' => 'nova',
  'charset'  => 'utf8',
  'extra'    => { 'read_timeout' => '60' },
}))
notice(os_database_connection({ 'dialect' => 'sqlite', 'database' => '/var/lib/nova/nova.sqlite' }))
