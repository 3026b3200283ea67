include cinder::config
