include swift::memcache
