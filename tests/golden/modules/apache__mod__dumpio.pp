include apache::mod::dumpio
