include ironic::wsgi::apache
