include collectd::plugin::df
