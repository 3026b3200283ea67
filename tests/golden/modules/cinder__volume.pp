include cinder::volume
