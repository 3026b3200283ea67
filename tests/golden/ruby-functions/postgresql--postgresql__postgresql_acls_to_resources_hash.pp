# as postgresql::server::config calls it
$ipv4acls = ['host all all 127.0.0.1/32 md5', 'local all postgres ident', 'hostssl db1 user1 10.0.0.0 255.0.0.0 cert clientcert=1', 'host all all 0.0.0.0/0 md5 map=foo']
notice(postgresql::postgresql_acls_to_resources_hash($ipv4acls, 'ipv4acls', 10))
notice(postgresql::postgresql_acls_to_resources_hash([], 'ipv6acls', 102))
