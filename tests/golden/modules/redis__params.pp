include redis::params
