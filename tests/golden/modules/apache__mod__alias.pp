include apache::mod::alias
