include oslo::params
