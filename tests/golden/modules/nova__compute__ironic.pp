include nova::compute::ironic
