include apache::mod::setenvif
