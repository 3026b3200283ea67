notice(postgresql_escape('secret'))
