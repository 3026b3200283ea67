include cinder::backup::posix
