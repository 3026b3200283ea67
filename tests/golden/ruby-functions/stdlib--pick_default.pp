# as collectd::init and postgresql::params call it
notice(pick_default($facts['collectd_version'], '5.5'))
notice(pick_default(undef, undef) == undef)
notice(pick_default('', ''))
notice(pick_default(undef, 'x'))
