# as horizon::wsgi::apache and openstacklib::wsgi::apache call it
notice(hash(['/dashboard', '/usr/share/openstack-dashboard/openstack_dashboard/wsgi.py']))
notice(hash(['horizon-ssl', { 'processes' => 3, 'threads' => 10 }]))
notice(hash(['a', 1, 'b', 2]))
