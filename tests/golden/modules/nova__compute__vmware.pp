include nova::compute::vmware
