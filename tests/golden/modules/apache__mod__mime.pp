include apache::mod::mime
