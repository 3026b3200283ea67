include nova::compute::libvirt::virtstoraged
