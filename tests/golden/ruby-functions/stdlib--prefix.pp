# as apache::vhost and collectd::plugin::perl::plugin call it
notice(prefix(any2array(80), 'www.example.com:'))
notice(prefix(['/usr/lib/perl', '/opt/perl'], '-I'))
notice(prefix({ 'a' => 1, 'b' => 2 }, 'p_'))
notice(prefix(['a', 'b']))
