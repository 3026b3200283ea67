include apache::mod::dir
