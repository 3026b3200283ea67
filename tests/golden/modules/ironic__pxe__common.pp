include ironic::pxe::common
