include firewall::params
