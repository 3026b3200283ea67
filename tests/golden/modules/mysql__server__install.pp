include mysql::server::install
