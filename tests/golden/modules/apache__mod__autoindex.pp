include apache::mod::autoindex
