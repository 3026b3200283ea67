include firewall::linux::archlinux
