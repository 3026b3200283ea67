include apache::mod::nss
