include cinder::wsgi::apache
