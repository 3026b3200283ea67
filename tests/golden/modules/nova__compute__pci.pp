include nova::compute::pci
