include nova::compute::provider
