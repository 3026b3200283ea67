include cinder::backup::glusterfs
