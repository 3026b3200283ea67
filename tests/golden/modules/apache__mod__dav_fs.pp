include apache::mod::dav_fs
