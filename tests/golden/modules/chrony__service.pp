include chrony::service
