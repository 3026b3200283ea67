include collectd::plugin::virt
