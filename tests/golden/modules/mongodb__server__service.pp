include mongodb::server::service
