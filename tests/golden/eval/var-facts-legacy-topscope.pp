notice($osfamily)
notice($::hostname)
notice($::fqdn)
