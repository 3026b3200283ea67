include collectd::plugin::intel_rdt
