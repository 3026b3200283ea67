include cinder::deps
