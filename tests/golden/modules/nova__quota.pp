include nova::quota
