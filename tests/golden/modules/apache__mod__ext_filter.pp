include apache::mod::ext_filter
