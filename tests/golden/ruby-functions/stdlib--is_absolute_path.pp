notice(is_absolute_path('/etc/ceph/ceph.conf'))
notice(is_absolute_path('C:/Windows'))
notice(is_absolute_path('relative/path'))
notice(is_absolute_path(['/a']))
