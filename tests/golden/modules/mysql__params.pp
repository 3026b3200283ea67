include mysql::params
