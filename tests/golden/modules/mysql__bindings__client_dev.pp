include mysql::bindings::client_dev
