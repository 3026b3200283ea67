include apt::params
