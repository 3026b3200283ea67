include apache::mod::dav_svn
