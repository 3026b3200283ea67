include collectd::plugin::syslog
