include apache::mod::jk
