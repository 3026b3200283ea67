include apache::mod::auth_gssapi
