include xinetd::params
