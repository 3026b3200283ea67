include cinder::backup::google
