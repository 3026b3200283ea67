include nova::compute::serial
