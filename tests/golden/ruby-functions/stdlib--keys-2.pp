# the corpus's own call: Puppet resolves it to its built-in keys, not to stdlib's 3.x function
$mdev_types = { 'nvidia-35' => { 'device_addresses' => [] }, 'nvidia-36' => {} }
notice(join(keys($mdev_types), ','))
