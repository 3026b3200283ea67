include collectd::plugin::irq
