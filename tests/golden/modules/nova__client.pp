include nova::client
