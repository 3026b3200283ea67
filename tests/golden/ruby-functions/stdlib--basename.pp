# as cinder::backend::rbd and systemd::timer call it
notice(basename('/etc/ceph/ceph.conf', '.conf'))
notice("${basename('backup.timer', '.timer')}.service")
notice(basename('/etc/ceph/ceph.conf'))
