include cinder::logging
