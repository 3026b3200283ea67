include mysql::bindings::daemon_dev
