include apache::mod::cluster
