notice(mongodb_password('admin'))
