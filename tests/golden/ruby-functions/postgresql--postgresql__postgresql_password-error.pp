notice(postgresql::postgresql_password('', 'secret'))
