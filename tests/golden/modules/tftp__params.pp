include tftp::params
