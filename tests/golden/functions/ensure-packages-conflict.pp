package { "vim": ensure => present }
ensure_packages("vim")
