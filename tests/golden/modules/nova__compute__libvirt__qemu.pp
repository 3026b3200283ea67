include nova::compute::libvirt::qemu
