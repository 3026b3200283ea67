include glance::client
