notice(os_transport_url({ 'transport' => 'rabbit', 'host' => '1.1.1.1', 'hosts' => ['2.2.2.2'] }))
