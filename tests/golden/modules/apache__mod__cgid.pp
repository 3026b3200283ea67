include apache::mod::cgid
