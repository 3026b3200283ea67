include nova::cell_v2::discover_hosts
