include mysql::server::root_password
