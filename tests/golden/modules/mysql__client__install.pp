include mysql::client::install
