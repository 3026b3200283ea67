include cinder::backup::nfs
