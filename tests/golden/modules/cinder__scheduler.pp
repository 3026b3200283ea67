include cinder::scheduler
