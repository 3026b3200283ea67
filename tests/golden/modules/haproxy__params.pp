include haproxy::params
