include nova::cell_v2::map_cell_and_hosts
