include collectd::plugin::ethstat
