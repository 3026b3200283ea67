include staging::params
