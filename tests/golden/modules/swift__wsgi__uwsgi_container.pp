include swift::wsgi::uwsgi_container
