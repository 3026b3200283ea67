include nova::vendordata
