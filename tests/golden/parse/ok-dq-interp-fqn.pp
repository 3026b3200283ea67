$a = "${::osfamily} $::hostname ${facts['os']['family']}"
notice($a)
