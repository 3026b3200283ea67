include nova::params
