include nova::compute::mdev
