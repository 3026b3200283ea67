include archive::params
