# as collectd::plugin::filecount calls it
notice(is_hash({ 'path' => '/var/spool' }))
notice(is_hash(['path']))
