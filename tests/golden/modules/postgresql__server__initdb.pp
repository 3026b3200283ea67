include postgresql::server::initdb
