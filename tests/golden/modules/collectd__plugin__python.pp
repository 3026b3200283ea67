include collectd::plugin::python
