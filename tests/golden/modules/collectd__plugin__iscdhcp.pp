include collectd::plugin::iscdhcp
