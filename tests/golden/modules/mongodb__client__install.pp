include mongodb::client::install
