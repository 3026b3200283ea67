include firewall::linux::redhat
