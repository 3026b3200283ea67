include chrony::config
