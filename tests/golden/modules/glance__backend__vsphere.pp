include glance::backend::vsphere
