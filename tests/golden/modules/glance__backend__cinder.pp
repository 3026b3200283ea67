include glance::backend::cinder
