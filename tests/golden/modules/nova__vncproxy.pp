include nova::vncproxy
