include cinder::wsgi::uwsgi
