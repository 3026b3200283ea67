# as collectd::plugin::perl::plugin and ipaclient call it
notice(is_array(['/usr/lib/perl']))
notice(is_array('/usr/lib/perl'))
notice(is_array({}))
