include ntp::install
