include apache::mod::lookup_identity
