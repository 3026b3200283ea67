include collectd::plugin::intel_pmu
