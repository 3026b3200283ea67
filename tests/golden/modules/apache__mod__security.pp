include apache::mod::security
