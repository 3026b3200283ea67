include collectd::plugin::ntpd
