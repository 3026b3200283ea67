include apache::mod::remoteip
