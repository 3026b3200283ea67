include apache::mod::geoip
