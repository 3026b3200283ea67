include glance::cache::pruner
