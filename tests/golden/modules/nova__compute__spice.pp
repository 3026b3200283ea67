include nova::compute::spice
