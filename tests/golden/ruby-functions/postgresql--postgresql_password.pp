notice(postgresql_password('nova', 'secret'))
