include dns::params
