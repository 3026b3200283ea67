include nova::wsgi::uwsgi_api
