include nova::serialproxy
