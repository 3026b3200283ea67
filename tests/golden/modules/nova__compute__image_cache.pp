include nova::compute::image_cache
