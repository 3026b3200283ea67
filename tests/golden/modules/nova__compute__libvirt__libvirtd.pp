include nova::compute::libvirt::libvirtd
