# as apache::init and nova::compute::libvirt::qemu call it
$default_mods = ['alias', 'auth_basic']
notice(concat($default_mods, ['authz_core', 'socache_shmcb']))
notice(concat($default_mods, 'authz_core'))
notice(concat(['a'], ['b'], ['c', 'd'], 'e'))
