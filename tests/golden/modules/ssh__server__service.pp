include ssh::server::service
