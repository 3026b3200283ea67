include dns::install
