include ssh::params
