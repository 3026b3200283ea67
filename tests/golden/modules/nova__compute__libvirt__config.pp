include nova::compute::libvirt::config
