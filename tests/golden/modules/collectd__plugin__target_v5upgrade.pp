include collectd::plugin::target_v5upgrade
