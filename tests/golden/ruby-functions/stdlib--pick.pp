# as apache::mod::prefork and most modules call it
$apache_version = undef
notice(pick($apache_version, '2.4'))
notice(pick(undef, '', 'x', 'y'))
notice(pick(false, 'x'))
