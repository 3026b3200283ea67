# as haproxy::resolver and mysql::server::config call it
notice(dirname('/etc/haproxy/haproxy.cfg'))
notice(dirname('/etc/mysql/conf.d'))
notice(dirname('relative'))
notice(dirname('/'))
