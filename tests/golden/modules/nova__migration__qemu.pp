include nova::migration::qemu
