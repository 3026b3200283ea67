include ssh::client::install
