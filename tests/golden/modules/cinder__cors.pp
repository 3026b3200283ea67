include cinder::cors
