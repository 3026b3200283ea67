include apache::mod::data
