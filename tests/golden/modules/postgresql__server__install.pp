include postgresql::server::install
