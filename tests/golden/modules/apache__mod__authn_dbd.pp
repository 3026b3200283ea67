include apache::mod::authn_dbd
