include collectd::plugin::fhcount
