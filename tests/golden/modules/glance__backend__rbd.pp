include glance::backend::rbd
