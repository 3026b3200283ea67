include apache::mod::authnz_pam
