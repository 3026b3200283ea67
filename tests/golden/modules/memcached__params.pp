include memcached::params
