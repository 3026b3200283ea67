include collectd::plugin::ipc
