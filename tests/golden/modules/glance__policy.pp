include glance::policy
