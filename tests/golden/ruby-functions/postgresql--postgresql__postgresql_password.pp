# as openstacklib::db::postgresql calls it
notice(postgresql::postgresql_password('nova', 'secret'))
notice(postgresql::postgresql_password('user', 12345))
