include ntp::service
