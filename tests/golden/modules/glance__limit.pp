include glance::limit
