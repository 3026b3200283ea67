include cinder::backup::ceph
