include apache::mod::speling
