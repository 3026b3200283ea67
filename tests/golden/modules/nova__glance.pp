include nova::glance
