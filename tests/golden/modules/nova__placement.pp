include nova::placement
