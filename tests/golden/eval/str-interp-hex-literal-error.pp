notice("hex=${0x10}")
