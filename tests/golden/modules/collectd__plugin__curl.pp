include collectd::plugin::curl
