include mysql::server::mysqltuner
