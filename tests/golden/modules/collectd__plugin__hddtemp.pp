include collectd::plugin::hddtemp
