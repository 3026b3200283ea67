include apache::mod::proxy
