include vswitch::params
