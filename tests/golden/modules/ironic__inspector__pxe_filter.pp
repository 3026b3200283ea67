include ironic::inspector::pxe_filter
