include nova::logging
