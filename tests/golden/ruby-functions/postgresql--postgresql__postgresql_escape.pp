# as postgresql::server::passwd calls it
notice(postgresql::postgresql_escape('secret'))
notice(postgresql::postgresql_escape('pa$$word'))
notice(postgresql::postgresql_escape('ends with$'))
