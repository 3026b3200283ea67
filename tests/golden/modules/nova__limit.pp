include nova::limit
