include collectd::plugin::cpufreq
