# as apt::init and apache::vhost call it
$update_defaults = { 'frequency' => 'reluctantly', 'loglevel' => undef, 'timeout' => undef, 'tries' => undef }
$update = { 'frequency' => 'daily' }
notice(merge($update_defaults, $update))
notice(merge({ 'one' => 1, 'two' => 2 }, { 'two' => 'dos', 'three' => 'tres' }, undef, ''))
notice(merge())
