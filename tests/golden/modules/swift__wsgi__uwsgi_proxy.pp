include swift::wsgi::uwsgi_proxy
