include nova::ironic::common
