include apache::mod::auth_openidc
