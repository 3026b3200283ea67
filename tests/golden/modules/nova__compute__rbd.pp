include nova::compute::rbd
