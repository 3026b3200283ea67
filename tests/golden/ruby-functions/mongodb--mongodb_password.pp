# as mongodb::db calls it
notice(mongodb_password('admin', 'secret'))
