include apache::params
