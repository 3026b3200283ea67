include glance::backend::reserved::tasks
