include mysql::server::installdb
