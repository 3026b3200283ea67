include apache::mod::expires
