include nova::compute::libvirt::virtnodedevd
