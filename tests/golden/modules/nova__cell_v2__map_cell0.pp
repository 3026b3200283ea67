include nova::cell_v2::map_cell0
