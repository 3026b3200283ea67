include glance::params
