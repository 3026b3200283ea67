include nova::vncproxy::common
