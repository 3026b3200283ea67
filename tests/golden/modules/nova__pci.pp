include nova::pci
