include nova::compute::libvirt::virtqemud
