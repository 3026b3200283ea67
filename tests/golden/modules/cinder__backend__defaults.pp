include cinder::backend::defaults
