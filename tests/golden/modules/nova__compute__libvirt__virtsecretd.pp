include nova::compute::libvirt::virtsecretd
