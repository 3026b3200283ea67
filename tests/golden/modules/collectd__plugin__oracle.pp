include collectd::plugin::oracle
