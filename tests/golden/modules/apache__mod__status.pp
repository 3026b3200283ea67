include apache::mod::status
