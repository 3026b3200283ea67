# as nova::migration::libvirt calls it
$client_extraparams = { 'keyfile' => '/etc/nova/migration/identity key', 'no_verify' => '1' }
notice(join(uriescape(join_keys_to_values($client_extraparams, '=')), '&'))
notice(uriescape('http://example.com/a b?c=d&e=ä'))
