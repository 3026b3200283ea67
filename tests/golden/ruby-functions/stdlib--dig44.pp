# as swift::storage::xfs calls it: the partitions fact is missing
notice(dig44($facts, ['partitions', '/dev/sdb', 'uuid']))
notice(dig44($facts, ['os', 'distro', 'codename']))
$data = { 'a' => { 'b' => ['b1', 'b2', 'b3'] } }
notice(dig44($data, ['a', 'b', 2]))
notice(dig44($data, ['a', 'b', 'c', 'd'], 'not_found'))
