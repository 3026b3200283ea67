include cinder::params
