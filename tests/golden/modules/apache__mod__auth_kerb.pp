include apache::mod::auth_kerb
