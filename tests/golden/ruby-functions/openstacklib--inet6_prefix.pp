# as horizon, keystone::resource::authtoken and oslo::cache call it
notice(inet6_prefix('192.168.0.1:11211'))
notice(inet6_prefix('fd00::1'))
notice(inet6_prefix('[fd00::1]:11211'))
notice(inet6_prefix(['192.168.0.1:11211', 'fd00::2', 'inet6:[fd00::3]:11211']))
