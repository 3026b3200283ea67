include nova::compute::libvirt::virtproxyd
