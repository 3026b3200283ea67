include firewall::linux
