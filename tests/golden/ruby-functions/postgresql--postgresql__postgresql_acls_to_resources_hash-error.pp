notice(postgresql::postgresql_acls_to_resources_hash(['host all'], 'ipv4acls', 10))
