include ssh::server::install
