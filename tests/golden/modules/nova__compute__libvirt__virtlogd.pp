include nova::compute::libvirt::virtlogd
