include postgresql::server::passwd
