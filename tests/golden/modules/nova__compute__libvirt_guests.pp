include nova::compute::libvirt_guests
