include nova::compute::libvirt::networks
