include nova::cell_v2::simple_setup
