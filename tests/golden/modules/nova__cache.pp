include nova::cache
