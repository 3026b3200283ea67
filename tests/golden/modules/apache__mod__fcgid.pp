include apache::mod::fcgid
