include cinder::quota
