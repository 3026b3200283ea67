# as apache::vhost and cinder::backend::emc_vnx call it
notice(any2array(enclose_ipv6('fd00::1')))
notice(any2array('80'))
notice(any2array([80, 443]))
notice(join(any2array('pool1'), ','))
notice(any2array({ 'a' => 1 }))
notice(any2array())
