include nova::compute::libvirt::version
