include collectd::plugin::cuda
