include firewall::linux::debian
