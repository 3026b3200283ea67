include mysql::bindings
