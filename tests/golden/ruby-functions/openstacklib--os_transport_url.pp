# the examples of its doc string
notice(os_transport_url({
  'transport'    => 'rabbit',
  'host'         => '1.1.1.1',
  'port'         => '5672',
  'username'     => 'username',
  'password'     => 'password',
  'virtual_host' => 'virtual_host',
  'ssl'          => '1',
  'query'        => { 'key' => 'value' },
}))
notice(os_transport_url({
  'transport'    => 'rabbit',
  'hosts'        => ['1.1.1.1', '2.2.2.2', 'fd00::3'],
  'port'         => 5672,
  'username'     => 'username',
  'password'     => 'password',
  'virtual_host' => 'virtual_host',
}))
