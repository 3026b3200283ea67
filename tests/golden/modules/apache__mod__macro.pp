include apache::mod::macro
