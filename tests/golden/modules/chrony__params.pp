include chrony::params
