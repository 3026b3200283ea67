include collectd::plugin::ceph
