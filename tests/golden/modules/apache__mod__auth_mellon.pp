include apache::mod::auth_mellon
