include chrony::install
