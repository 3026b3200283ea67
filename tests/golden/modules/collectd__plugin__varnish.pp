include collectd::plugin::varnish
