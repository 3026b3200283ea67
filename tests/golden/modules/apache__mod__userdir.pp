include apache::mod::userdir
