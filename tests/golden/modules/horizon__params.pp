include horizon::params
