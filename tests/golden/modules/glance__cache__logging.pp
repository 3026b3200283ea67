include glance::cache::logging
