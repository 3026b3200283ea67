include postgresql::server::service
