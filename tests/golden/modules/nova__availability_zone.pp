include nova::availability_zone
