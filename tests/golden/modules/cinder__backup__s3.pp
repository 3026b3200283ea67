include cinder::backup::s3
