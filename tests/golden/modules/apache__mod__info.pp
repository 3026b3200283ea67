include apache::mod::info
