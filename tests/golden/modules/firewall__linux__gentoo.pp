include firewall::linux::gentoo
