include mongodb::server::install
