# as haproxy::resolver and ssh::client::config::user call it
validate_absolute_path(dirname('/etc/haproxy/haproxy.cfg'))
validate_absolute_path('/home/user/.ssh/config')
validate_absolute_path(['/var/lib/puppet', 'C:/Windows'])
notice('valid')
