include apache::mod::shib
