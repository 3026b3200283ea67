include swift::wsgi::uwsgi_account
