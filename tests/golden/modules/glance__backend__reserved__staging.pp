include glance::backend::reserved::staging
