include cinder::backends
