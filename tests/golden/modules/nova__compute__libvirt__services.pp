include nova::compute::libvirt::services
