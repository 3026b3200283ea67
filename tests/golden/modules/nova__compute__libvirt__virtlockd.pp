include nova::compute::libvirt::virtlockd
