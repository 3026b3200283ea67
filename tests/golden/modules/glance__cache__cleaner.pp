include glance::cache::cleaner
