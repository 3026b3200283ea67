include apache::mod::auth_cas
